// The shell: the Module Federation host. No remote URL is compiled in: at boot the shell reads
// composition.json and registers the remotes with the federation runtime (docs/architecture.md#composition-at-run-time).
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies, productionAliases, browserProductionAliases, SDK_SOURCE } = require('shared-sdk/build/federation.cjs');
const { styledComponentTransformers } = require('shared-sdk/build/styled-component-ids.cjs');
const { precompressPlugins } = require('shared-sdk/build/precompress.cjs');
const { baseStyles } = require('shared-sdk/build/base-styles.cjs');

/** The early-taps script, inlined in every page's head: full-line comments and indentation dropped. */
function earlyTapsScript() {
  return fs
    .readFileSync(path.resolve(__dirname, 'src/features/early-taps/early-taps.js'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');
}
const CompressionPlugin = require('compression-webpack-plugin');

// webpack's own default minimizer, run with swc: about four times faster than terser, as small.
const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack'))] }));

const API_ORIGIN = process.env.API_ORIGIN || 'http://localhost:8080';
const DEV_COMPOSITION = path.resolve(__dirname, 'dev/composition.dev.json');

/**
 * '[name].[contenthash:8].js' for the entry too, but webpack 5.111 hashes runtime modules before chunks
 * have content hashes, and the federation runtime module asks for its own chunk's file name at that
 * moment, which then fails the build (module-federation/core#5077). That module only needs the
 * directory depth of the name, so it gets the unhashed name until the hash exists; the file written
 * is always the hashed one.
 */
function entryFilename(pathData) {
  return pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

/**
 * TypeScript of the shell and of shared-sdk (a workspace symlink whose entry point is source). The
 * browser's production build also precompiles the messages' English defaults.
 */
function typescriptRule({ precompileMessages }) {
  return {
    test: /\.tsx?$/,
    include: [path.resolve(__dirname, 'src'), SDK_SOURCE],
    loader: 'ts-loader',
    // Type checking is `npm run typecheck`; the build only transpiles, which keeps it fast.
    options: {
      transpileOnly: true,
      configFile: path.resolve(__dirname, 'tsconfig.json'),
      compilerOptions: { noEmit: false },
      // Stable styled-component ids, the same in the browser and the server build (hydration).
      getCustomTransformers: styledComponentTransformers(__dirname, { precompileMessages }),
    },
  };
}

/**
 * provideExternalRuntime adds a runtime plugin by the path of its CommonJS build, which pulls in the
 * CommonJS build of the federation runtime beside the ES module build the shell already runs (two
 * runtimes after all; docs/performance.md, "One federation runtime"). The plugin's ES module build
 * shares the one runtime.
 */
const INJECT_RUNTIME_PLUGIN = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const INJECT_RUNTIME_PLUGIN_ESM = path.join(path.dirname(INJECT_RUNTIME_PLUGIN), 'index.js');

function resolve(aliases) {
  return { extensions: ['.tsx', '.ts', '.js'], alias: { ...aliases, [INJECT_RUNTIME_PLUGIN]: INJECT_RUNTIME_PLUGIN_ESM } };
}

/**
 * The shell for Node (dist-server/): the server renderer the API loads (src/server/server-entry.ts).
 * It is a federation host like the browser build, with @module-federation/node's runtime plugin, so
 * it loads the remotes' Node builds named by their manifests at run time. Not served to browsers.
 */
function serverConfig(production) {
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    target: 'async-node',
    entry: { 'server-entry': './src/server/server-entry.ts' },
    output: {
      path: path.resolve(__dirname, 'dist-server'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: 'source-map',
    resolve: resolve(production ? productionAliases() : {}),
    module: { rules: [typescriptRule({ precompileMessages: false })] },
    // jsdom (the DOM that DOMPurify sanitises with on the server) stays a Node package.
    externals: { jsdom: 'commonjs jsdom' },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedDependencies(require('./package.json')),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        remoteType: 'script',
        library: { type: 'commonjs2' },
        manifest: false,
        dts: false,
      }),
    ],
    performance: { hints: false },
  };
}

module.exports = (env, argv) => {
  const production = argv.mode === 'production';
  const browser = {
    name: 'browser',
    mode: production ? 'production' : 'development',
    entry: './src/index.ts',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: entryFilename,
      chunkFilename: '[name].[contenthash:8].js',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: resolve(production ? browserProductionAliases() : {}),
    module: { rules: [typescriptRule({ precompileMessages: production })] },
    plugins: [
      // The static stylesheet goes inline into the head: styled by the first paint, no extra request.
      new HtmlWebpackPlugin({
        template: './public/index.html',
        scriptLoading: 'defer',
        baseStyles: baseStyles(),
        earlyTaps: earlyTapsScript(),
      }),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedDependencies(require('./package.json')),
        // The default 'version-first' fetches every remote at start-up; one dead remote then blanks the page.
        shareStrategy: 'loaded-first',
        // The one federation runtime of the page: production remotes are built without their own.
        // target 'web' lets the minifier drop the runtime's Node loaders from the browser build.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
        // A host exposes nothing: no manifest to publish, no types to generate.
        manifest: false,
        dts: false,
      }),
      ...(production ? precompressPlugins(CompressionPlugin) : []),
    ],
    optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] },
    performance: { hints: false },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      // public/ holds only the index.html template, which HtmlWebpackPlugin serves built.
      static: false,
      proxy: [{ context: ['/api', '/media', '/pay', '/invoice', '/shopper-action'], target: API_ORIGIN }],
      setupMiddlewares(middlewares, devServer) {
        // In development the remotes run on their own dev servers (ports 3001..3004).
        devServer.app.get('/composition.json', (_req, res) => {
          res.set('Cache-Control', 'no-cache');
          res.sendFile(DEV_COMPOSITION);
        });
        return middlewares;
      },
    },
  };
  // webpack serve runs the browser build only; `webpack` builds both.
  return env?.WEBPACK_SERVE ? browser : [browser, serverConfig(production)];
};
