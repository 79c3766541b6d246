/** Small helpers that own one element each in <head>, found again by a data attribute. */

export function setMetaDescription(description: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = description;
}

/** Replaces the alternate/canonical links the shell manages (never ones a remote added). */
export function setHeadLinks(links: { rel: string; href: string; hreflang?: string }[]) {
  for (const old of document.head.querySelectorAll('link[data-shell-seo]')) old.remove();
  for (const { rel, href, hreflang } of links) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (hreflang) link.hreflang = hreflang;
    link.dataset.shellSeo = '';
    document.head.appendChild(link);
  }
}

export function addJsonLd(id: string, data: unknown) {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.id = id;
  script.textContent = JSON.stringify(data);
  document.head.appendChild(script);
}
