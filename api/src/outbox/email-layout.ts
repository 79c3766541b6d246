import { type Language, translate } from '@shop/shared/i18n/core';
import { company, headOfficeAddress, sitePaths } from '@shop/shared/site';
import type { EmailAttachment, OutgoingEmail } from './enqueue';

/** A product line of an email: its picture and page when known (absolute URLs), quantity and formatted amount. */
export interface EmailItem {
  name: string;
  quantity: number;
  amount: string;
  imageUrl?: string | null;
  url?: string | null;
}

/** What an email says, in order; each block is written once and comes out both as HTML and as plain text. */
export type EmailBlock =
  | { paragraph: string }
  | { items: EmailItem[]; sums: { label: string; amount: string; strong?: boolean }[] }
  /** Label-value rows (payment details, the shipment); a value with a URL is a link. */
  | { facts: { label: string; value: string; url?: string }[]; title?: string }
  | { button: { label: string; url: string } };

export interface ComposedEmail {
  to: string;
  subject: string;
  language: Language;
  /** The shop's public origin (SITE_URL): the header links home (in the email's language). */
  origin: string;
  /** "Poštovani/a Ana," — left out for emails without a name. */
  name?: string;
  blocks: EmailBlock[];
  priority?: OutgoingEmail['priority'];
  attachments?: EmailAttachment[];
}

/** The shop's colours (shell/src/styles/global.css): email clients read inline styles only. */
const COLOURS = { primary: '#14213d', accent: '#fca311', muted: '#5a6270', rule: '#e3e6eb' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * One email in the shop's frame: an HTML part (header in the shop's colours, blocks, company footer) and a plain-text
 * part with the same content, so clients that show text only (and spam filters) see everything the HTML says.
 */
export function composeEmail(email: ComposedEmail): OutgoingEmail {
  const { language } = email;
  const greeting = email.name ? translate(language, 'email.greeting', { name: email.name }) : undefined;
  const footer = translate(language, 'email.footer', {
    company: company.legalName,
    address: headOfficeAddress,
    email: company.email,
  });
  return {
    to: email.to,
    subject: email.subject,
    priority: email.priority,
    attachments: email.attachments,
    text: [...(greeting ? [greeting] : []), ...email.blocks.map(blockText), company.name]
      .join('\n\n')
      .concat(`\n\n-- \n${footer}\n`),
    html: pageHtml(email, greeting, footer),
  };
}

/**
 * An email written as plain text (the account emails: greeting, paragraphs, links and signature in one dictionary
 * text) with an HTML part in the shop's frame: each paragraph as it is, its links clickable. The text part is kept.
 */
export function withHtmlPart(email: OutgoingEmail, context: { language: Language; origin: string }): OutgoingEmail {
  const composed = composeEmail({
    ...email,
    ...context,
    blocks: email.text.split(/\n{2,}/).map((paragraph) => ({ paragraph })),
  });
  return { ...email, html: composed.html };
}

function blockText(block: EmailBlock): string {
  if ('paragraph' in block) return block.paragraph;
  if ('button' in block) return `${block.button.label}: ${block.button.url}`;
  if ('facts' in block) {
    const rows = block.facts.map(
      ({ label, value, url }) => `${label}: ${value}${url && url !== value ? ` (${url})` : ''}`,
    );
    return [...(block.title ? [`${block.title}:`] : []), ...rows].join('\n');
  }
  return [
    ...block.items.map((item) => `${item.quantity} × ${item.name}: ${item.amount}`),
    ...block.sums.map((sum) => `${sum.label}: ${sum.amount}`),
  ].join('\n');
}

/** Escaped text with its web addresses as links (the account emails' texts carry their links inline). */
const linkedHtml = (text: string) =>
  escapeHtml(text).replace(
    /https?:\/\/[^\s<]+/g,
    (url) => `<a href="${url}" style="color:${COLOURS.primary};word-break:break-all">${url}</a>`,
  );

function blockHtml(block: EmailBlock, language: Language): string {
  if ('paragraph' in block) {
    return `<p style="margin:0 0 16px">${linkedHtml(block.paragraph).replaceAll('\n', '<br>')}</p>`;
  }
  if ('button' in block) {
    return `<p style="margin:24px 0"><a href="${escapeHtml(block.button.url)}" style="display:inline-block;padding:12px 20px;background:${COLOURS.accent};color:${COLOURS.primary};font-weight:bold;text-decoration:none;border-radius:6px">${escapeHtml(block.button.label)}</a></p>`;
  }
  if ('facts' in block) {
    const rows = block.facts
      .map(({ label, value, url }) => {
        const shown = url
          ? `<a href="${escapeHtml(url)}" style="color:${COLOURS.primary}">${escapeHtml(value)}</a>`
          : escapeHtml(value);
        return `<tr><td style="padding:4px 12px 4px 0;color:${COLOURS.muted}">${escapeHtml(label)}</td><td style="padding:4px 0">${shown}</td></tr>`;
      })
      .join('');
    const title = block.title ? `<p style="margin:0 0 8px;font-weight:bold">${escapeHtml(block.title)}</p>` : '';
    return `${title}<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
  }
  const cell = `padding:8px 4px;border-bottom:1px solid ${COLOURS.rule};vertical-align:middle`;
  const items = block.items
    .map((item) => {
      const picture = item.imageUrl
        ? `<img src="${escapeHtml(item.imageUrl)}" alt="" width="56" height="56" style="display:block;width:56px;height:56px;object-fit:contain">`
        : '';
      const name = item.url
        ? `<a href="${escapeHtml(item.url)}" style="color:${COLOURS.primary}">${escapeHtml(item.name)}</a>`
        : escapeHtml(item.name);
      return `<tr><td style="${cell};width:60px">${picture}</td><td style="${cell}">${name}</td><td style="${cell};text-align:right;white-space:nowrap">${item.quantity} ×</td><td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(item.amount)}</td></tr>`;
    })
    .join('');
  const sums = block.sums
    .map(
      (sum) =>
        `<tr><td colspan="3" style="padding:4px;text-align:right${sum.strong ? ';font-weight:bold' : ''}">${escapeHtml(sum.label)}</td><td style="padding:4px;text-align:right;white-space:nowrap${sum.strong ? ';font-weight:bold' : ''}">${escapeHtml(sum.amount)}</td></tr>`,
    )
    .join('');
  const head = `<tr><th colspan="2" style="padding:4px;text-align:left">${escapeHtml(translate(language, 'email.product'))}</th><th style="padding:4px;text-align:right">${escapeHtml(translate(language, 'email.quantity'))}</th><th style="padding:4px;text-align:right">${escapeHtml(translate(language, 'email.amount'))}</th></tr>`;
  return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${head}${items}${sums}</table>`;
}

function pageHtml(email: ComposedEmail, greeting: string | undefined, footer: string): string {
  const body = [
    ...(greeting ? [`<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>`] : []),
    ...email.blocks.map((block) => blockHtml(block, email.language)),
  ].join('\n');
  return `<!doctype html>
<html lang="${email.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(email.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:${COLOURS.primary}">
<table role="presentation" style="width:100%;border-collapse:collapse"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" style="width:100%;max-width:600px;border-collapse:collapse;background:#ffffff">
<tr><td style="padding:16px 24px;background:${COLOURS.primary};border-bottom:4px solid ${COLOURS.accent}"><a href="${escapeHtml(email.origin + sitePaths(email.language).page('home'))}" style="color:#ffffff;font-size:22px;font-weight:bold;text-decoration:none"><span style="background:${COLOURS.accent};color:${COLOURS.primary};padding:0 6px;border-radius:4px">IT</span> Shop</a></td></tr>
<tr><td style="padding:24px">
${body}
</td></tr>
<tr><td style="padding:16px 24px;background:${COLOURS.primary};color:#e8ecf3;font-size:12px">${escapeHtml(footer)}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}
