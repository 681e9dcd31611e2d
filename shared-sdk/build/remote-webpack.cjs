// The webpack config of every remote (docs/architecture.md#composition-at-run-time): a remote's webpack.config.js passes
// its container name, folder, exposes map and dev port, and gets the same build as the other three.
// Plain CommonJS: webpack-cli requires it.
const path = require('node:path');
const { sharedDependencies, browserProductionAliases, SDK_SOURCE, SDK_VERSION } = require('./federation.cjs');
const { styledComponentTransformers } = require('./styled-component-ids.cjs');
const { precompressPlugins } = require('./precompress.cjs');
const { baseStyles } = require('./base-styles.cjs');

/** Where the dev servers send /api and /media: `npm run dev -w api` listens here. */
const API_ORIGIN = 'http://localhost:8080';

/** The standalone harness page; remote-harness.tsx mounts into #root. No favicon request to 404 on. */
function harnessHtml(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" href="data:,">
    <title>${title}</title>
    <style>${baseStyles()}</style>
  </head>
  <body style="margin: 0"><div id="root"></div></body>
</html>`;
}

/**
 * The harness entry's file name. The federation runtime asks for it before the chunk's content hash
 * exists (only to learn the output folder's depth), and a '[contenthash]' template throws there; the
 * unhashed answer has the same depth, and the emitted file still gets its hash.
 */
function hashedEntryFileName(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

/** Build tools come from the remote's own dependencies: shared-sdk does not declare them. */
function buildTools(dirname) {
  const load = (id) => require(require.resolve(id, { paths: [dirname] }));
  // The minimizer webpack uses by default is webpack's own dependency, so it is resolved from there.
  const webpackLib = path.dirname(require.resolve('webpack', { paths: [dirname] }));
  return {
    webpack: load('webpack'),
    HtmlWebpackPlugin: load('html-webpack-plugin'),
    CompressionPlugin: load('compression-webpack-plugin'),
    ModuleFederationPlugin: load('@module-federation/enhanced/webpack').ModuleFederationPlugin,
    MinimizerPlugin: require(require.resolve('minimizer-webpack-plugin', { paths: [webpackLib] })),
    nodeRuntimePlugin: require.resolve('@module-federation/node/runtimePlugin', { paths: [dirname] }),
    tsLoader: require.resolve('ts-loader', { paths: [dirname] }),
  };
}

function output(dirname, pkg, production) {
  // Hashed names make chunks immutable on a CDN; remoteEntry.js and mf-manifest.json keep fixed names
  // (set by the federation plugin) because composition.json and the shell find them by URL.
  return {
    path: outDir(dirname),
    // The same build can be hosted at any URL: chunk URLs resolve against remoteEntry.js's own URL.
    publicPath: 'auto',
    // Keeps this remote's chunk-loading global apart from the shell's and the other remotes'.
    uniqueName: pkg.name,
    filename: production ? hashedEntryFileName : '[name].js',
    chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
    // dist/server is the other compiler's (the Node build); each compiler cleans only its own files.
    clean: { keep: (asset) => asset.startsWith(`${SERVER_DIR}/`) },
  };
}

/** Where the Node build goes, inside dist so that it is hosted (and swapped) with the browser build. */
const SERVER_DIR = 'server';

/**
 * REMOTE_OUT_DIR builds into another folder than dist (a second version hosted beside the first);
 * REMOTE_BUILD_ID names the build (stamped into the bundle and the manifest).
 */
const OUT_DIR = process.env.REMOTE_OUT_DIR;
const BUILD_ID = process.env.REMOTE_BUILD_ID || 'local';
const outDir = (dirname) => (OUT_DIR ? path.resolve(OUT_DIR) : path.join(dirname, 'dist'));

/** TypeScript of the remote and of shared-sdk (a workspace symlink whose entry point is source). */
function typescriptRule(dirname, tsLoader, { precompileMessages = false } = {}) {
  return {
    test: /\.tsx?$/,
    include: [path.join(dirname, 'src'), SDK_SOURCE],
    loader: tsLoader,
    options: {
      // Type-checking is `tsc --noEmit` (npm run typecheck); the build only strips types.
      transpileOnly: true,
      configFile: path.join(dirname, 'tsconfig.json'),
      // tsconfig.base.json says noEmit for tsc; ts-loader has to emit.
      compilerOptions: { noEmit: false, sourceMap: true },
      // Stable styled-component ids, the same in the browser and the server build (hydration).
      // The browser's production build also precompiles the messages' English defaults.
      getCustomTransformers: styledComponentTransformers(dirname, { precompileMessages }),
    },
  };
}

/** Read by the remote's './contract' module: the shell refuses a remote built against another
 * shared-sdk major. Declared for TypeScript in remote-globals.d.ts. */
function buildConstants(tools, pkg) {
  return new tools.webpack.DefinePlugin({
    __SDK_BUILD_VERSION__: JSON.stringify(SDK_VERSION),
    __REMOTE_VERSION__: JSON.stringify(pkg.version),
    __REMOTE_BUILD_ID__: JSON.stringify(BUILD_ID),
  });
}

/**
 * Names the Node build in the browser build's mf-manifest.json (`metaData.ssrRemoteEntry`, which the
 * federation runtime reads when it runs in Node), so a host that renders on the server finds the
 * remote's server build from the same manifest URL that composition.json gives.
 */
class ServerEntryInManifestPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ServerEntryInManifest', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ServerEntryInManifest', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset('mf-manifest.json');
        if (!asset) return;
        const manifest = JSON.parse(asset.source.source().toString());
        manifest.metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: SERVER_DIR, type: 'commonjs-module' };
        manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildId: BUILD_ID };
        compilation.updateAsset('mf-manifest.json', new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

/**
 * The first line of a production remoteEntry.js. Such a remote takes the federation runtime from its
 * host (`experiments.externalRuntime`; the shell sets `provideExternalRuntime`) instead of carrying its
 * own copy; on a host that does not provide it, the entry stops here with a message that says so,
 * rather than failing later on an undefined global.
 */
function runtimeFromHostGuard(tools, name) {
  const message =
    `Remote '${name}' takes the Module Federation runtime from its host, and this host does not provide it: ` +
    'build the host with experiments.provideExternalRuntime (@module-federation/enhanced 2.9 or later).';
  return new tools.webpack.BannerPlugin({
    banner: `if(!globalThis._FEDERATION_RUNTIME_CORE)throw new Error(${JSON.stringify(message)});`,
    raw: true,
    entryOnly: true,
    include: /^remoteEntry\.js$/,
  });
}

function plugins({ name, exposes, pkg, tools, production }) {
  return [
    new tools.ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: sharedDependencies(pkg),
      manifest: true,
      // Workspace types of shared-sdk are enough, and dts nearly doubles build time (docs/toolchain.md#traps).
      dts: false,
      // One runtime per page: a production remote uses the host's (docs/performance.md, "One federation runtime").
      // The development build keeps its own, for the standalone harness.
      // target 'web' lets the minifier drop the runtime's Node loaders from the browser build.
      experiments: { externalRuntime: production, optimization: { target: 'web' } },
    }),
    new ServerEntryInManifestPlugin(),
    buildConstants(tools, pkg),
    ...(production
      ? [runtimeFromHostGuard(tools, name)]
      : [
          new tools.HtmlWebpackPlugin({
            templateContent: harnessHtml(`${pkg.name} harness`),
            // Only the harness: the container entry (remoteEntry.js) is for hosts, not for this page.
            chunks: ['harness'],
            // Root-absolute so that deep links such as /flash-sale/1 still find the script after the
            // history fallback; the harness's router paths are root-absolute anyway.
            publicPath: '/',
          }),
        ]),
  ];
}

function devServer(devPort) {
  return {
    port: devPort,
    historyApiFallback: true,
    // The shell on :3000 fetches this remote's manifest and chunks cross-origin.
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api', '/media', '/pay', '/invoice'], target: API_ORIGIN }],
    static: false,
    // No React refresh runtime here: a full reload after each rebuild is predictable, also inside the
    // shell, whose page this remote's live-reload client then reloads.
    hot: false,
    // Inside the shell the page's origin is :3000; the reload socket must still reach this server.
    client: { webSocketURL: { port: devPort } },
  };
}

/**
 * The same remote for Node (dist/server): the host's server renderer loads it through the federation
 * runtime with @module-federation/node's runtime plugin, which fetches and evaluates its chunks from
 * wherever the remote is hosted. Every shared library comes from the host (`import: false`), so the
 * server build carries only the remote's own code, never a second React.
 */
function serverConfig({ name, dirname, exposes, pkg, tools, production }) {
  const shared = sharedDependencies(pkg);
  for (const key of Object.keys(shared)) shared[key] = { ...shared[key], import: false };
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    context: dirname,
    target: 'async-node',
    entry: {},
    output: {
      path: path.join(outDir(dirname), SERVER_DIR),
      // Chunk URLs then resolve against the URL the remote entry was loaded from (the runtime plugin).
      publicPath: '',
      uniqueName: `${pkg.name}-server`,
      library: { type: 'commonjs-module' },
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    devtool: false,
    // Server code is not downloaded by shoppers: readable stack traces beat a few saved bytes.
    optimization: { minimize: false },
    resolve: { extensions: ['.tsx', '.ts', '...'] },
    module: { rules: [typescriptRule(dirname, tools.tsLoader)] },
    plugins: [
      new tools.ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module' },
        exposes,
        shared,
        remoteType: 'script',
        runtimePlugins: [tools.nodeRuntimePlugin],
        manifest: false,
        dts: false,
      }),
      buildConstants(tools, pkg),
    ],
  };
}

/**
 * @param {object} options
 * @param {'catalog'|'cart'|'account'|'auth'} options.name Module Federation container name (CONTAINER_NAMES).
 * @param {string} options.dirname the remote's folder (its webpack.config.js's __dirname).
 * @param {Record<string, string>} options.exposes the remote's only public surface.
 * @param {number} options.devPort webpack-dev-server port (scripts/workspace.mjs DEV_PORTS).
 * @returns a webpack config function, so that `--mode` picks development or production.
 */
function createRemoteConfig({ name, dirname, exposes, devPort }) {
  const tools = buildTools(dirname);
  const pkg = require(path.join(dirname, 'package.json'));
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const browser = {
      name: 'browser',
      mode: production ? 'production' : 'development',
      context: dirname,
      // The harness (this remote alone on a page) is a development tool: `npm run dev -w <remote>`.
      entry: production ? {} : { harness: './src/harness/index.ts' },
      output: output(dirname, pkg, production),
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      optimization: {
        // swc instead of terser: about four times faster here, and the output is as small.
        minimizer: [new tools.MinimizerPlugin({ minify: tools.MinimizerPlugin.swcMinify })],
      },
      resolve: { extensions: ['.tsx', '.ts', '...'], alias: production ? browserProductionAliases() : {} },
      module: { rules: [typescriptRule(dirname, tools.tsLoader, { precompileMessages: production })] },
      plugins: [...plugins({ name, exposes, pkg, tools, production }), ...(production ? precompressPlugins(tools.CompressionPlugin) : [])],
      devServer: devServer(devPort),
    };
    // webpack serve runs the browser build only; `webpack` builds both.
    return env?.WEBPACK_SERVE ? browser : [browser, serverConfig({ name, dirname, exposes, pkg, tools, production })];
  };
}

module.exports = { createRemoteConfig };
