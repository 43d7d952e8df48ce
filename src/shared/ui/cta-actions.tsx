import { Button, Group, type ButtonProps, type GroupProps, type MantineSize } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Icon } from './icons';
import type { CtaAction } from '../../content/info-pages/types';
import { CTA_ACTION_TEXT, type CtaActionText } from '../../content/cta';
import { HEADER_LINKS } from '../../content/navigation';
import { INFO_MAILTO, PHONE, messagingChatUrl } from '../../content/site';

/** The navigation state /contact-us reads to prefill its message (docs/spec/SPEC.md §2.6). */
export interface ServiceInquiryState {
  serviceInquiry: string;
}

/**
 * The buttons of a page's calls to action. `serviceInquiry` opens /contact-us with the service
 * name in navigation state; phone, mail and the messaging chat are plain links.
 */
export function CtaActions({
  actions,
  serviceName,
  tone = 'light',
  size = 'md',
  justify,
  text = CTA_ACTION_TEXT,
}: {
  actions: readonly CtaAction[];
  serviceName?: string;
  /** `dark` is for buttons on the deep maple band. */
  tone?: 'light' | 'dark';
  /** `lg` for a page's opening buttons. */
  size?: MantineSize;
  justify?: GroupProps['justify'];
  /** The phone, mail and chat buttons' words in the page's language (an information page in French gives its own). */
  text?: CtaActionText;
}) {
  const primary: ButtonProps = tone === 'dark' ? { variant: 'white', color: 'maple.9' } : { variant: 'filled' };
  const secondary: ButtonProps = tone === 'dark' ? { variant: 'outline', color: 'white' } : { variant: 'outline' };
  return (
    <Group gap="sm" justify={justify}>
      {actions.map((action, i) => {
        const look = { ...(i === 0 ? primary : secondary), size };
        switch (action.kind) {
          case 'serviceInquiry': {
            if (!serviceName) throw new Error('A service inquiry needs the page to name its service');
            const state: ServiceInquiryState = { serviceInquiry: serviceName };
            return (
              <Button key={i} component={Link} to={action.to ?? HEADER_LINKS.contact.to} state={state} hrefLang={action.hrefLang} {...look}>
                {action.label}
              </Button>
            );
          }
          case 'link':
            return (
              <Button key={i} component={Link} to={action.to} hrefLang={action.hrefLang} {...look}>
                {action.label}
              </Button>
            );
          case 'phone':
            return (
              <Button key={i} component="a" href={PHONE.href} leftSection={<Icon name="phone" />} {...look}>
                {action.label ?? text.phone}
              </Button>
            );
          case 'email':
            return (
              <Button key={i} component="a" href={INFO_MAILTO} leftSection={<Icon name="mail" />} {...look}>
                {text.email}
              </Button>
            );
          case 'messaging':
            return (
              <Button
                key={i}
                component="a"
                href={messagingChatUrl(action.prefill)}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={<Icon name="message" />}
                {...look}
              >
                {text.messaging}
                <span className="visually-hidden">{text.newTab}</span>
              </Button>
            );
        }
      })}
    </Group>
  );
}
