// The webpack config of every remote (DESIGN.md sections 2 and 3): a remote's webpack.config.js passes
// its container name, folder, exposes map and dev port, and gets the same build as the other three.
// Plain CommonJS: webpack-cli requires it.
const path = require('node:path');
const { sharedDependencies, SDK_SOURCE, SDK_VERSION } = require('./federation.cjs');

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
    ModuleFederationPlugin: load('@module-federation/enhanced/webpack').ModuleFederationPlugin,
    MinimizerPlugin: require(require.resolve('minimizer-webpack-plugin', { paths: [webpackLib] })),
    tsLoader: require.resolve('ts-loader', { paths: [dirname] }),
  };
}

function output(dirname, pkg, production) {
  // Hashed names make chunks immutable on a CDN; remoteEntry.js and mf-manifest.json keep fixed names
  // (set by the federation plugin) because composition.json and the shell find them by URL.
  return {
    path: path.join(dirname, 'dist'),
    // The same build can be hosted at any URL: chunk URLs resolve against remoteEntry.js's own URL.
    publicPath: 'auto',
    // Keeps this remote's chunk-loading global apart from the shell's and the other remotes'.
    uniqueName: pkg.name,
    filename: production ? hashedEntryFileName : '[name].js',
    chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
    clean: true,
  };
}

/** TypeScript of the remote and of shared-sdk (a workspace symlink whose entry point is source). */
function typescriptRule(dirname, tsLoader) {
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
    },
  };
}

function plugins({ name, exposes, pkg, tools }) {
  return [
    new tools.ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: sharedDependencies(pkg),
      manifest: true,
      // Workspace types of shared-sdk are enough, and dts nearly doubles build time (TOOLCHAIN.md).
      dts: false,
    }),
    // Read by the remote's './contract' module: the shell refuses a remote built against another
    // shared-sdk major. Declared for TypeScript in remote-globals.d.ts.
    new tools.webpack.DefinePlugin({
      __SDK_BUILD_VERSION__: JSON.stringify(SDK_VERSION),
      __REMOTE_VERSION__: JSON.stringify(pkg.version),
    }),
    new tools.HtmlWebpackPlugin({
      templateContent: harnessHtml(`${pkg.name} harness`),
      // Only the harness: the container entry (remoteEntry.js) is for hosts, not for this page.
      chunks: ['harness'],
      // Root-absolute so that deep links such as /flash-sale/1 still find the script after the
      // history fallback; the harness's router paths are root-absolute anyway.
      publicPath: '/',
    }),
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
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dirname,
      entry: { harness: './src/harness/index.ts' },
      output: output(dirname, pkg, production),
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      optimization: {
        // swc instead of terser: about four times faster here, and the output is as small.
        minimizer: [new tools.MinimizerPlugin({ minify: tools.MinimizerPlugin.swcMinify })],
      },
      resolve: { extensions: ['.tsx', '.ts', '...'] },
      module: { rules: [typescriptRule(dirname, tools.tsLoader)] },
      plugins: plugins({ name, exposes, pkg, tools }),
      devServer: devServer(devPort),
    };
  };
}

module.exports = { createRemoteConfig };
