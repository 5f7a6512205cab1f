import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  build,
  type HtmlTagDescriptor,
  type Plugin,
  type ResolvedConfig,
  type Rolldown,
} from 'vite';

/** The module that renders the first screen (server-side build), and what it exports. */
const renderModule = 'src/first-screen/render-first-screen.tsx';
type RenderModule = { renderFirstScreen: () => string };

/** The app's module, which the entry imports once the first frame has been painted. */
const appModule = '/src/main.tsx';

/** The part of index.html that the first screen takes the place of: the loading indicator. */
const loadingPart = /<!-- loading:[\s\S]*?<!-- \/loading -->/;

/** The main page, index.html with the prerendered first screen, beside index.html in the build. */
export const firstScreenPage = 'first-screen.html';

/**
 * At build time, renders the main page's first screen (the top bar's frame and the welcome) with
 * React on Node and writes `first-screen.html`: index.html with that markup in place of the loading
 * indicator, for the server to send as the main page. The browser then draws the first screen with
 * the page's stylesheets alone, before any script has run.
 *
 * The entry (src/boot.ts) imports the app only after the first paint, so the page links the app's
 * stylesheets itself: they style the first screen too, and must be there for its first paint.
 */
export function prerenderFirstScreen(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'hazardscope:prerender-first-screen',
    apply: (_config, environment) => environment.command === 'build' && !environment.isSsrBuild,
    // The entry's import of the app names none of the app's chunks for preloading (their CSS is
    // linked by the page already): Vite's preloading appends a link element per chunk, ~25, and that
    // took ~165 ms of the main thread (4x CPU throttling) right after the first paint. The browser
    // finds the chunks from the app's own imports instead.
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (fileName, dependencies) =>
            path.basename(fileName).startsWith(`${path.parse(appModule).name}-`)
              ? dependencies.filter((dependency) => dependency.endsWith('.css'))
              : dependencies,
        },
      },
    }),
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        return [
          ...appStylesheets(context.bundle, config.base),
          textFontPreload(context.bundle, config.base),
        ];
      },
    },
    async closeBundle() {
      const outDirectory = path.resolve(config.root, config.build.outDir);
      // Inside the app's node_modules, so that Node finds the packages the render module imports.
      const renderDirectory = path.join(config.root, 'node_modules', '.first-screen');
      try {
        await build({
          root: config.root,
          mode: config.mode,
          configFile: config.configFile,
          logLevel: 'warn',
          build: {
            ssr: renderModule,
            outDir: renderDirectory,
            emptyOutDir: true,
            sourcemap: false,
            copyPublicDir: false,
          },
        });
        const renderFile = path.join(renderDirectory, `${path.parse(renderModule).name}.js`);
        const { renderFirstScreen } = (await import(
          pathToFileURL(renderFile).href
        )) as RenderModule;
        const markup = renderFirstScreen();
        const indexHtml = fs.readFileSync(path.join(outDirectory, 'index.html'), 'utf8');
        if (!loadingPart.test(indexHtml)) {
          throw new Error('index.html has no <!-- loading: … --> … <!-- /loading --> part');
        }
        checkStylesInPage(markup, indexHtml, outDirectory);
        fs.writeFileSync(
          path.join(outDirectory, firstScreenPage),
          indexHtml.replace(loadingPart, () => markup),
        );
      } finally {
        fs.rmSync(renderDirectory, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Links to the stylesheets of the app's module and of the chunks it imports, for the page's head.
 * The app's modules themselves are not named (neither preloaded nor prefetched): Lighthouse counts
 * every request that ends before the first screen is painted as holding that paint back, and
 * they download well after it, once the entry imports them.
 */
function appStylesheets(bundle: Rolldown.OutputBundle, base: string): HtmlTagDescriptor[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(appModule));
  if (!app) throw new Error(`the build has no chunk for ${appModule}`);
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const appChunks = new Set<string>();
  const collect = (fileName: string) => {
    if (appChunks.has(fileName)) return;
    appChunks.add(fileName);
    for (const imported of byFileName.get(fileName)?.imports ?? []) collect(imported);
  };
  collect(app.fileName);
  const stylesheets = new Set(
    [...appChunks].flatMap((fileName) => [
      ...(byFileName.get(fileName)?.viteMetadata?.importedCss ?? []),
    ]),
  );
  return [...stylesheets].map((fileName) => ({
    tag: 'link',
    attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${fileName}` },
    injectTo: 'head',
  }));
}

/** The font file of the first screen's text: Inter's Latin subset (the app's font, English text). */
const textFontFile = 'inter-latin-wght-normal.woff2';

/**
 * A preload of the first screen's font: fetched with the stylesheets, it is there for the first
 * paint. Found only once the stylesheet has been parsed, it arrived after it, and the text then
 * moved as the font replaced the fallback (a layout shift of 0.01).
 */
function textFontPreload(bundle: Rolldown.OutputBundle, base: string): HtmlTagDescriptor {
  const font = Object.values(bundle).find(
    (item) => item.type === 'asset' && item.names.includes(textFontFile),
  );
  if (!font) throw new Error(`the build has no ${textFontFile}`);
  return {
    tag: 'link',
    attrs: {
      rel: 'preload',
      as: 'font',
      type: 'font/woff2',
      crossorigin: true,
      href: `${base}${font.fileName}`,
    },
    injectTo: 'head',
  };
}

/**
 * Fails the build when a class of the first screen's CSS modules is in none of the page's
 * stylesheets nor the markup's own style elements (its CSS would arrive after the first paint: the
 * first screen would be drawn unstyled, then move).
 */
function checkStylesInPage(markup: string, indexHtml: string, outDirectory: string) {
  const stylesheets = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g)]
    .map((match) => fs.readFileSync(path.join(outDirectory, match[1] ?? ''), 'utf8'))
    .concat([...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? ''))
    .join('\n');
  const moduleClasses = [...markup.matchAll(/class="([^"]*)"/g)]
    .flatMap((match) => (match[1] ?? '').split(/\s+/))
    .filter((name) => name.startsWith('_'));
  const missing = moduleClasses.filter((name) => !stylesheets.includes(`.${name}`));
  if (missing.length > 0) {
    throw new Error(`the page's stylesheets lack the first screen's classes ${missing.join(', ')}`);
  }
}
