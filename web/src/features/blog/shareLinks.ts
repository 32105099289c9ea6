/** Share targets of the article share widget (ADR-22). */

export interface ShareContent {
  /** Absolute address of the page being shared. */
  url: string;
  title: string;
}

/** How an entry is opened: a 600x400 popup, the same window (mailto:/sms:), or the clipboard. */
export type ShareAction = 'popup' | 'same-window' | 'copy';

export interface ShareLink {
  name: string;
  /** A short text glyph; no icon font or image is fetched. */
  icon: string;
  /** Mantine colour of the entry's icon. */
  color: string;
  url: string;
  action: ShareAction;
}

export const SHARE_POPUP_FEATURES = 'width=600,height=400,noopener,noreferrer';
export const COPIED_MS = 2000;

/** Every share entry for a page, in the product's order. */
export function shareLinks({ url, title }: ShareContent): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const both = encodeURIComponent(`${title} ${url}`);
  return [
    {
      name: 'LinkedIn',
      icon: 'in',
      color: 'blue',
      url: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      action: 'popup',
    },
    {
      name: 'Facebook',
      icon: 'f',
      color: 'indigo',
      url: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      action: 'popup',
    },
    {
      name: 'Twitter',
      icon: '𝕏',
      color: 'gray',
      url: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
      action: 'popup',
    },
    { name: 'WhatsApp', icon: 'W', color: 'green', url: `https://wa.me/?text=${both}`, action: 'popup' },
    {
      name: 'Gmail',
      icon: 'M',
      color: 'red',
      url: `https://mail.google.com/mail/?view=cm&fs=1&su=${t}&body=${u}`,
      action: 'popup',
    },
    { name: 'Email', icon: '@', color: 'gray', url: `mailto:?subject=${t}&body=${u}`, action: 'same-window' },
    { name: 'SMS', icon: '✆', color: 'teal', url: `sms:?&body=${both}`, action: 'same-window' },
    { name: 'Copy link', icon: '⧉', color: 'gray', url, action: 'copy' },
  ];
}
