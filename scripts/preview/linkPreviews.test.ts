import { describe, expect, it } from 'vitest';
import { inlineScripts } from '../pack/securityHeaders';
import { DAILY_MODES } from '../../machines/dailyModes';
import {
  metaTags,
  pageFor,
  PLACEHOLDER,
  previewSvg,
  render,
  renderPreviews,
  siteUrl,
  siteUrlWarning,
} from './linkPreviews';
import { PREVIEW_KINDS, PREVIEW_PAGES, PREVIEW_SIZE, PREVIEWS } from './previewPages';

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

  it("give each daily mode's page a daily card of its own, with the page's address and nothing of a result", () => {
    expect(PREVIEW_PAGES).toEqual(
      expect.arrayContaining(
        DAILY_MODES.map((mode) => ({ path: `/daily/${mode}`, page: `daily/${mode}.html` })),
      ),
    );
    const page = pageFor(built(), 'daily-map', '');
    const site = 'https://earshot.example';
    const tags = tagsOf(pageFor(built(site), 'daily-map', site));
    expect(tags).toMatchObject({
      'og:title': "Earshot Daily Map: can you name today's map?",
      'og:url': 'https://earshot.example/daily/map',
      'og:image': 'https://earshot.example/previews/daily-map.png',
      'twitter:title': "Earshot Daily Map: can you name today's map?",
      'twitter:image': 'https://earshot.example/previews/daily-map.png',
    });
    expect(tags['og:description']).toMatch(/VALORANT.*6 tries/);
    expect(page).toContain('<title>Daily Map · Earshot</title>');
    expect(inlineScripts(page)).toEqual(inlineScripts(built()));
    // Crawlers see the page, never a player's: no score (3/6, X/6) and no verdict squares.
    for (const mode of DAILY_MODES) {
      const { title, description, imageAlt } = PREVIEWS[`daily-${mode}`];
      expect(title).toMatch(/^Earshot Daily \w+: can you name today's [\w ]+\?$/);
      expect(`${title} ${description} ${imageAlt}`).not.toMatch(/[\dX]\/6|🟩|🟨|🟥/u);
    }
    // The daily hub's own page, for a link to /daily.
    expect(tagsOf(pageFor(built(), 'daily', ''))).toMatchObject({
      'og:url': '/daily',
      'og:image': '/previews/daily.png',
    });
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
    expect(previewSvg('daily-ace')).toContain('DAILY ACE');
    expect(previewSvg('daily-ace')).toContain('today’s skin bundle?');
    const drawn = render(PREVIEW_KINDS.map(previewSvg));
    const lightIn = (pixels: Buffer, xs: [number, number], ys: [number, number]) => {
      let light = 0;
      for (let y = ys[0]; y < ys[1]; y++) {
        for (let x = xs[0]; x < xs[1]; x++) {
          if (pixels[(y * PREVIEW_SIZE.width + x) * 4] > 200) light++;
        }
      }
      return light;
    };
    // The headline's band holds ink: the font was found (resvg draws no text without one).
    expect(lightIn(drawn[0].pixels, [72, 700], [200, 380])).toBeGreaterThan(10_000);
    // Every headline and line fits: nothing is drawn in the right margin.
    drawn.forEach(({ pixels }, i) => {
      expect([PREVIEW_KINDS[i], lightIn(pixels, [1140, 1200], [150, 500])]).toEqual([
        PREVIEW_KINDS[i],
        0,
      ]);
    });
  });
});
