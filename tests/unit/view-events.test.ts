import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { machineEntry } from '../../machines/index';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';
import { VIEW_DIRECT_EVENTS, viewSendableEvents } from '../model/view-events';

/** Every .ts/.tsx file under a folder. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

describe('what a view can send (tests/model/view-events.ts)', () => {
  it('lists every event a view sends to its actor directly, outside its view model', () => {
    const written = sources('src').flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\.send\(\{ ?type: '([A-Z_]+)'/g)].map((m) => m[1]!));
    const declared = new Set(Object.values(VIEW_DIRECT_EVENTS).flat());
    expect([...new Set(written)].filter((type) => !declared.has(type))).toEqual([]);
    // The scan finds what it is meant to find.
    expect(written).toContain('RESTORE_DRAFT');
  });

  it('reads the chat’s events from its view model’s actions, whatever the arguments they take', () => {
    const { machine, id } = machineEntry('chat');
    const [start] = initialTransition(machine, MACHINE_EXAMPLES.chat.input);
    expect(viewSendableEvents(id, start)).toEqual([
      'CHOOSE_SUGGESTION',
      'CLOSE',
      'FOLLOW_LINK',
      'OPEN',
      'SEND',
      'START_HANDOVER',
      'SUBMIT_HANDOVER',
      'SUBMIT_OFFLINE_MESSAGE',
      'TYPE',
    ]);
  });

  it('follows an action that sends one event or another by the state (the carousel’s Pause/Play) and one by its argument (the consultation’s Edit)', () => {
    const carousel = machineEntry('carousel');
    const [rotating] = initialTransition(carousel.machine, MACHINE_EXAMPLES.carousel.input);
    expect(viewSendableEvents(carousel.id, rotating)).toContain('PAUSE');
    expect(viewSendableEvents(carousel.id, rotating)).not.toContain('PLAY');
    const consultation = machineEntry('consultationRequest');
    const [first] = initialTransition(consultation.machine, MACHINE_EXAMPLES.consultationRequest.input);
    expect(viewSendableEvents(consultation.id, first)).toEqual(expect.arrayContaining(['EDIT_WHO_AND_WHERE', 'EDIT_KIND', 'EDIT_TIMES', 'EDIT_CONTACT']));
  });
});
