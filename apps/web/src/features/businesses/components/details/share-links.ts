export type ShareTarget = 'x' | 'facebook' | 'linkedin' | 'telegram' | 'whatsapp' | 'email';

export interface ShareLink {
  target: ShareTarget;
  href: string;
}

/** The share menu's links (spec §2): each network's share address with the page's URL and the business's name. */
export function shareLinks(url: string, title: string, emailBody: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { target: 'x', href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { target: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { target: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { target: 'telegram', href: `https://t.me/share/url?url=${u}&text=${text}` },
    { target: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    {
      target: 'email',
      href: `mailto:?subject=${text}&body=${encodeURIComponent(`${emailBody}\n\n${url}`)}`,
    },
  ];
}
