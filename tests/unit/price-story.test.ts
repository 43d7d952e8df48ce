import { describe, expect, it } from 'vitest';
import { calculatorPath, PRICE_STORY, regionOfCity } from '../../src/content/price-story';
import { PLAN_PRICE_WORDS } from '../../src/content/plan-choices';
import { SERVICE_CARE_TYPE } from '../../src/content/service-care-type';
import { planPriceBasis } from '../../src/features/quiz/care-plan';
import { hourlyRate } from '../../src/shared/lib/care-rates';

const answers = (p: Partial<Parameters<typeof planPriceBasis>[0]>) => ({
  supportNeeded: [],
  hoursOfCare: '2-4',
  conditionText: 'None',
  languages: ['English'],
  ...p,
});

describe('one price story (decision 0049)', () => {
  it('quotes the calculator’s rates (docs/spec/SPEC.md §9.3 by hand: base x region)', () => {
    expect(hourlyRate('personal-care', 'gta')).toBe(36.75); // 35 x 1.05
    expect(hourlyRate('companionship', 'gta')).toBe(33.6); // 32 x 1.05
    expect(hourlyRate('specialized', 'vancouver')).toBe(41.8); // 38 x 1.10
    expect(PRICE_STORY.serviceRate(hourlyRate('personal-care', 'gta'))).toBe('From $36.75/h in the GTA');
    expect(SERVICE_CARE_TYPE.PersonalCare).toBe('personal-care');
    expect(SERVICE_CARE_TYPE.LiveInCare).toBeUndefined();
  });

  it('gives the plan’s hours a day and the calculator’s care type', () => {
    expect(planPriceBasis(answers({ supportNeeded: ['Bathing', 'Meal Prep'] }))).toEqual({ hoursPerDay: 4, careType: 'personal-care' });
    expect(planPriceBasis(answers({ supportNeeded: ['Companionship'], hoursOfCare: '6-8' }))).toEqual({ hoursPerDay: 8, careType: 'companionship' });
    expect(planPriceBasis(answers({ supportNeeded: ['Bathing'], conditionText: "Early Alzheimer's" }))).toEqual({ hoursPerDay: 4, careType: 'specialized' });
    expect(planPriceBasis(answers({ supportNeeded: ['Bathing'], hoursOfCare: '24/7' }))).toEqual({ hoursPerDay: 24, careType: null });
    expect(PLAN_PRICE_WORDS.planHourly(160, 4)).toBe('That is $40.00 an hour for 4 hours a day.');
    expect(PLAN_PRICE_WORDS.planCompare('personal-care', 'gta', 36.75)).toBe(
      'The care cost calculator’s hourly rate for personal care in the Greater Toronto Area is $36.75.',
    );
  });

  it('links the calculator for the family’s region', () => {
    expect(regionOfCity('Brampton')).toBe('gta');
    expect(regionOfCity('Ottawa')).toBe('ottawa');
    expect(regionOfCity('Hamilton')).toBe('other');
    expect(regionOfCity('')).toBe('other');
    expect(calculatorPath('personal-care', 'gta', 28)).toBe('/care-cost-calculator?type=personal-care&region=gta&hours=28');
  });
});
