import '@mantine/core/styles/Timeline.css';
import { Text, Timeline } from '@mantine/core';
import { SectionHeading, type SectionProps } from './section-parts';

export function ScheduleSection({ section, words }: SectionProps<'schedule'>) {
  return (
    <>
      <SectionHeading {...section} />
      <Timeline bulletSize={24} lineWidth={2} color="maple.8" active={section.entries.length}>
        {section.entries.map((entry) => (
          <Timeline.Item key={entry.time} title={<Text fw={700}>{words.scheduleEntry(entry.time, entry.title)}</Text>}>
            <Text maw={640}>{entry.text}</Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </>
  );
}
