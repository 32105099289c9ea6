import { describe, expect, it } from 'vitest';
import { shareLinks } from './shareLinks.ts';

const links = shareLinks({
  url: 'https://aidoctor.example/blog/future-remote-patient-monitoring?ref=a&b=c',
  title: 'The Future of Remote Patient Monitoring & You',
});
const byName = Object.fromEntries(links.map((l) => [l.name, l]));

describe('share links', () => {
  it("lists the spec's eight entries in order", () => {
    expect(links.map((l) => l.name)).toEqual([
      'LinkedIn',
      'Facebook',
      'Twitter',
      'WhatsApp',
      'Gmail',
      'Email',
      'SMS',
      'Copy link',
    ]);
  });

  it('encode the page address and title so query characters survive', () => {
    const twitter = new URL(byName.Twitter?.url ?? '');
    expect(twitter.searchParams.get('url')).toBe(
      'https://aidoctor.example/blog/future-remote-patient-monitoring?ref=a&b=c',
    );
    expect(twitter.searchParams.get('text')).toBe('The Future of Remote Patient Monitoring & You');
    const gmail = new URL(byName.Gmail?.url ?? '');
    expect(gmail.searchParams.get('view')).toBe('cm');
    expect(gmail.searchParams.get('su')).toBe('The Future of Remote Patient Monitoring & You');
    expect(new URL(byName.LinkedIn?.url ?? '').searchParams.get('url')).toMatch(/\?ref=a&b=c$/);
    expect(decodeURIComponent(byName.WhatsApp?.url.split('text=')[1] ?? '')).toBe(
      'The Future of Remote Patient Monitoring & You https://aidoctor.example/blog/future-remote-patient-monitoring?ref=a&b=c',
    );
  });

  it('open social sites in a popup, mail and SMS in the same window, and copy the plain address', () => {
    expect(links.filter((l) => l.action === 'popup').map((l) => l.name)).toEqual([
      'LinkedIn',
      'Facebook',
      'Twitter',
      'WhatsApp',
      'Gmail',
    ]);
    expect(byName.Email?.url).toMatch(/^mailto:\?subject=The%20Future/);
    expect(byName.SMS?.url).toMatch(/^sms:/);
    expect(byName['Copy link']?.action).toBe('copy');
    expect(byName['Copy link']?.url).toBe('https://aidoctor.example/blog/future-remote-patient-monitoring?ref=a&b=c');
  });
});
