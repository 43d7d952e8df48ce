import { Anchor, Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CityProfile } from '../../content/locations';
import type { CityPageWords } from '../../content/locations/city-words';
import { LANGUAGE_PAGE_META } from '../../content/locations/meta';
import { LIMITS } from '../../content/site';
import { initialsOf } from '../../shared/lib/initials';
import { CtaActions } from '../../shared/ui/cta-actions';
import { CtaBand } from '../../shared/ui/cta-band';
import { Icon } from '../../shared/ui/icons';
import { PageHero } from '../../shared/ui/page-hero';
import { SectionFrame } from '../../shared/ui/section-frame';
import { TestimonialCard } from '../../shared/widgets/carousel/testimonial-card';
import { ClickToLoadMap } from './click-to-load-map';
import { CardGrid } from '../../shared/ui/layout-grid';

/**
 * The city landing template (docs/spec/SPEC.md §2.3): hero with the call to action, the city's own intro and
 * languages, the popular services linking to their pages, neighbourhood chips, families' words
 * with five stars, the local coordinator (Brampton and Mississauga), the click-to-load map, and a
 * closing call to action. Its fixed words come in the page's language (`words`, decision 0064).
 */
export function CityLanding({ profile, words }: { profile: CityProfile; words: CityPageWords }) {
  const t = words;
  const cta = t.cta(profile.city);
  const guide = t.guides[profile.city];
  const languagePages = LANGUAGE_PAGE_META.filter((l) => l.city === profile.city);
  return (
    <>
      <PageHero
        eyebrow={profile.province ? t.eyebrow(profile.province) : undefined}
        heading={profile.hero.headline}
        lead={profile.hero.subheadline ?? t.responsePromise}
      >
        <CtaActions actions={[t.heroAction(profile.hero.cta, profile.city)]} text={t.actionText} size="lg" />
        <Text fw={600}>
          {profile.hero.subheadline && `${t.responsePromise} `}
          <Anchor href={profile.phone.href} fw={700} underline="always">
            {t.callLocal(profile.phone.display)}
          </Anchor>
        </Text>
      </PageHero>

      <SectionFrame aria-labelledby="city-intro-heading" width="md">
        <Stack gap="md">
          <Title order={2} id="city-intro-heading" c="maple.9">
            {t.introHeading(profile.city)}
          </Title>
          {profile.intro.map((paragraph) => (
            <Text key={paragraph.slice(0, 40)} fz="lg">
              {paragraph}
            </Text>
          ))}
          {guide && (
            <Anchor component={Link} to={guide.path} fw={700} underline="always">
              {guide.label}
            </Anchor>
          )}
          {languagePages.map((l) => (
            <Text key={l.path} data-testid="city-language-page">
              {t.languagePage.before}{' '}
              <Anchor component={Link} to={l.path} hrefLang={l.lang} fw={700} underline="always">
                {l.label}
              </Anchor>{' '}
              ({t.languagePage.inLanguage}{' '}
              <span lang={l.lang} dir={l.dir}>
                {t.languagePage.nativeNames[l.lang]}
              </span>
              )
            </Text>
          ))}
          <Text fw={700} id="city-languages-label">
            {t.languagesLabel}
          </Text>
          <Group component="ul" gap="xs" className="plain-list" aria-labelledby="city-languages-label">
            {profile.languages.map((language) => (
              <Badge component="li" key={language} size="lg" variant="filled" color="hearth.8" tt="none">
                {language}
              </Badge>
            ))}
          </Group>
        </Stack>
      </SectionFrame>

      <SectionFrame aria-labelledby="city-services-heading" tone="cream">
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={2} id="city-services-heading" c="maple.9">
              {t.servicesHeading(profile.city)}
            </Title>
            <Text>{t.servicesIntro}</Text>
          </Stack>
          <CardGrid component="ul" className="plain-list" cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="city-services">
            {profile.services.map((name) => {
              const service = t.services[name];
              return (
                <Card component="li" key={name} withBorder radius="lg" padding="lg">
                  <Stack gap="sm" h="100%">
                    <Group justify="space-between" align="flex-start" gap="xs">
                      <Title order={3} fz="h4">
                        {service.name}
                      </Title>
                      {name === profile.mostRequested && (
                        <Badge color="maple.8" variant="filled">
                          {t.mostRequested}
                        </Badge>
                      )}
                    </Group>
                    <Text style={{ flexGrow: 1 }}>{service.text}</Text>
                    <Anchor component={Link} to={service.link.to} hrefLang={service.link.hrefLang} fw={700} underline="always">
                      {service.link.label}
                    </Anchor>
                  </Stack>
                </Card>
              );
            })}
          </CardGrid>
        </Stack>
      </SectionFrame>

      {profile.neighbourhoods.length > 0 && (
        <SectionFrame aria-labelledby="city-neighbourhoods-heading">
          <Stack gap="md">
            <Title order={2} id="city-neighbourhoods-heading" c="maple.9">
              {t.neighbourhoodsHeading(profile.city)}
            </Title>
            <Text>{t.neighbourhoodsIntro}</Text>
            <Group component="ul" gap="xs" className="plain-list" data-testid="city-neighbourhoods">
              {profile.neighbourhoods.map((name) => (
                <Badge
                  component="li"
                  key={name}
                  size="lg"
                  radius="xl"
                  variant="outline"
                  color="maple.9"
                  tt="none"
                  leftSection={<Icon name="mapPin" size={14} />}
                >
                  {name}
                </Badge>
              ))}
            </Group>
            {profile.postalAreas.length > 0 && <Text data-testid="city-postal-areas">{t.postalAreas(profile.city, profile.postalAreas.join(', '))}</Text>}
          </Stack>
        </SectionFrame>
      )}

      <SectionFrame aria-labelledby="city-testimonials-heading" tone="cream">
        <Stack gap="lg">
          <Title order={2} id="city-testimonials-heading" c="maple.9">
            {t.testimonialsHeading(profile.city)}
          </Title>
          <CardGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {profile.testimonials.map((testimonial) => (
              <TestimonialCard
                key={testimonial.name}
                ratingLabel={t.rating}
                testimonial={{
                  name: testimonial.name,
                  role: testimonial.relation ? `${testimonial.city} · ${testimonial.relation}` : testimonial.city,
                  content: testimonial.quote,
                  rating: LIMITS.testimonialRating,
                }}
              />
            ))}
          </CardGrid>
        </Stack>
      </SectionFrame>

      {profile.coordinator && profile.coordinatorEmail && (
        <SectionFrame aria-labelledby="city-coordinator-heading" width="md">
          <Stack gap="md">
            <Title order={2} id="city-coordinator-heading" c="maple.9">
              {t.coordinator.heading}
            </Title>
            <Card withBorder radius="lg" padding="xl" data-testid="city-coordinator">
              {/* At 400% zoom the words go under the avatar rather than past the card's edge. */}
              <Group align="flex-start" gap="lg">
                <Avatar size="lg" radius="xl" color="hearth.8" variant="filled" aria-hidden="true">
                  {initialsOf(profile.coordinator.name)}
                </Avatar>
                <Stack gap="xs" flex="1 1 14rem" miw={0}>
                  <Title order={3} fz="h4">
                    {profile.coordinator.name}
                  </Title>
                  <Text fw={600} c="gray.7">
                    {profile.coordinator.title}
                  </Text>
                  <Text>{profile.coordinator.bio}</Text>
                  <Group gap="xl">
                    <Group gap={6}>
                      <Icon name="phone" />
                      <Text fw={600} span>
                        {t.coordinator.directLine}:
                      </Text>
                      <Anchor href={profile.phone.href} fw={700} underline="always">
                        {profile.phone.display}
                      </Anchor>
                    </Group>
                    <Group gap={6}>
                      <Icon name="mail" />
                      <Text fw={600} span>
                        {t.coordinator.email}:
                      </Text>
                      <Anchor href={`mailto:${profile.coordinatorEmail}`} fw={700} underline="always" style={{ overflowWrap: 'anywhere' }}>
                        {profile.coordinatorEmail}
                      </Anchor>
                    </Group>
                  </Group>
                </Stack>
              </Group>
            </Card>
          </Stack>
        </SectionFrame>
      )}

      <SectionFrame aria-labelledby="city-map-heading" tone={profile.coordinator ? 'cream' : 'plain'} width="md">
        <Stack gap="md">
          <Title order={2} id="city-map-heading" c="maple.9">
            {t.map.heading(profile.city)}
          </Title>
          <ClickToLoadMap city={profile.city} province={profile.province || 'Canada'} mapUrl={profile.mapUrl} words={t.map} />
        </Stack>
      </SectionFrame>

      <CtaBand id="page-cta" heading={cta.heading} text={cta.text}>
        <CtaActions actions={cta.actions} text={t.actionText} tone="dark" />
      </CtaBand>
    </>
  );
}
