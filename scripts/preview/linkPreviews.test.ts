import { describe, expect, it } from 'vitest';
import { inlineScripts } from '../pack/securityHeaders';
import {
  metaTags,
  pageFor,
  PLACEHOLDER,
  PREVIEWS,
  PREVIEW_SIZE,
  previewSvg,
  render,
  renderPreviews,
  siteUrl,
  siteUrlWarning,
} from './linkPreviews';

const INDEX =
  '<!doctype html><html><head><meta charset="UTF-8" />' +
  `${PLACEHOLDER}<title>Earshot</title><script>console.log("first paint")</script></head>` +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

const built = (site = '') => INDEX.replace(PLACEHOLDER, metaTags(PREVIEWS.game, site));

/** The value of each tag, as a crawler reads it. */
const tagsOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)].map((m) => [
      m[1],
      m[2].replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
    ]),
  );

describe('link previews', () => {
  it("give every page the game's title, description and picture, as Open Graph and Twitter cards", () => {
    const tags = tagsOf(built('https://earshot.example'));
    expect(tags).toMatchObject({
      'og:type': 'website',
      'og:title': PREVIEWS.game.title,
      'og:description': PREVIEWS.game.description,
      'og:url': 'https://earshot.example/',
      'og:image': 'https://earshot.example/previews/earshot.png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
      'twitter:image': 'https://earshot.example/previews/earshot.png',
    });
    // Without the site's address, the paths: the picture's, and the page's as og:url.
    const bare = tagsOf(built());
    expect(bare['og:image']).toBe('/previews/earshot.png');
    expect(bare['og:url']).toBe('/');
    expect(tagsOf(pageFor(built(), 'challenge', ''))['og:url']).toBe('/challenge');
  });

  it('warn a build without the site’s address that its previews’ addresses are relative', () => {
    expect(siteUrlWarning('')).toMatch(
      /EARSHOT_SITE_URL is not set: link previews will have relative/,
    );
    expect(siteUrlWarning('https://earshot.example')).toBeNull();
  });

  it("give a challenge's page its own tags and tab title, and change nothing else of the page", () => {
    const page = pageFor(built(), 'challenge', '');
    const tags = tagsOf(page);
    expect(tags['og:title']).toMatch(/challenge/i);
    expect(tags['og:image']).toBe('/previews/challenge.png');
    expect(page).toContain('<title>Challenge · Earshot</title>');
    // The same inline scripts, so that the CSP's hashes of index.html's hold for it.
    expect(inlineScripts(page)).toEqual(inlineScripts(built()));
    const withoutHead = (html: string) => html.replace(/<head>[\s\S]*<\/head>/, '');
    expect(withoutHead(page)).toBe(withoutHead(built()));
  });

  it('refuse a page whose tags are not where the build put them', () => {
    expect(() => pageFor(INDEX, 'challenge', '')).toThrow(/preview tags/);
  });

  it('escape what would end an attribute', () => {
    const tags = metaTags({ ...PREVIEWS.game, title: 'A "quoted" <b> & more' }, '');
    expect(tags).toContain('content="A &quot;quoted&quot; &lt;b> &amp; more"');
  });

  it("take the site's origin, and refuse anything else", () => {
    expect(siteUrl(undefined)).toBe('');
    expect(siteUrl('https://earshot.example/')).toBe('https://earshot.example');
    for (const wrong of ['earshot.example', 'https://earshot.example/game', 'ftp://x.example']) {
      expect(() => siteUrl(wrong)).toThrow(/EARSHOT_SITE_URL/);
    }
  });

  it('draw each picture at the size the tags say, with its words in the game’s font', () => {
    const pictures = renderPreviews();
    expect(Object.keys(pictures)).toEqual(Object.values(PREVIEWS).map((preview) => preview.image));
    for (const png of Object.values(pictures)) {
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
        PREVIEW_SIZE.width,
        PREVIEW_SIZE.height,
      ]);
    }
    expect(previewSvg('game')).toContain('Guess VALORANT');
    expect(previewSvg('challenge')).toContain('CHALLENGE');
    // The headline's band holds ink: the font was found (resvg draws no text without one).
    const [{ pixels }] = render([previewSvg('game')]);
    let light = 0;
    for (let y = 200; y < 380; y++) {
      for (let x = 72; x < 700; x++) {
        if (pixels[(y * PREVIEW_SIZE.width + x) * 4] > 200) light++;
      }
    }
    expect(light).toBeGreaterThan(10_000);
  });
});
