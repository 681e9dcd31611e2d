// The shell: the Module Federation host. No remote URL is compiled in: the shell reads composition.json
// and registers the remotes with the federation runtime (docs/architecture.md#composition-at-run-time).
// The browser build creates that runtime itself, when a page first needs a remote; the Node build is a
// webpack federation host.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const webpack = require('webpack');
const {
  sharedDependencies,
  sharedVersions,
  productionAliases,
  browserProductionAliases,
  SDK_SOURCE,
} = require('shared-sdk/build/federation.cjs');
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
const { InjectManifest } = require('workbox-webpack-plugin');

// webpack's own default minimizer, run with swc: about four times faster than terser, as small.
const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack'))] }));

const API_ORIGIN = process.env.API_ORIGIN || 'http://localhost:8080';
const DEV_COMPOSITION = path.resolve(__dirname, 'dev/composition.dev.json');

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

function resolve(aliases) {
  return { extensions: ['.tsx', '.ts', '.js'], alias: aliases };
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

/**
 * What a page of islands loads before it is interactive (docs/islands.md): the islands' boot and the
 * header's island, which wakes with every such page. The server preloads their files from the head,
 * so they download beside main.js instead of after it has run (src/server/document-template.ts).
 */
const ISLANDS_BOOT_CHUNK_GROUPS = ['islands', 'island-header'];

/** The script files of the named chunk groups (their split chunks included), as URLs, each once. */
function chunkGroupFiles(compilation, names) {
  const publicPath = compilation.outputOptions.publicPath;
  const files = names.flatMap((name) => {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`No chunk group named "${name}": its webpackChunkName changed?`);
    return group.getFiles().filter((file) => file.endsWith('.js'));
  });
  return [...new Set(files)].map((file) => `${publicPath}${file}`);
}

module.exports = (env, argv) => {
  const production = argv.mode === 'production';
  const browser = {
    name: 'browser',
    mode: production ? 'production' : 'development',
    entry: './src/index.ts',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: '[name].[contenthash:8].js',
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
        templateParameters: (compilation, files, tags, options) => ({
          compilation,
          webpackConfig: compilation.options,
          htmlWebpackPlugin: { tags, files, options },
          islandsBoot: chunkGroupFiles(compilation, ISLANDS_BOOT_CHUNK_GROUPS),
        }),
      }),
      // Not a webpack federation host: the page creates the federation runtime when it first loads a
      // remote module (src/composition/browser-federation.ts), offering these versions of its own copies.
      new webpack.DefinePlugin({ __SHARED_VERSIONS__: JSON.stringify(sharedVersions(require('./package.json'), __dirname)) }),
      ...(production ? precompressPlugins(CompressionPlugin) : []),
      // The service worker (docs/pwa.md), dist/sw.js: production builds only (the dev server reloads code itself).
      // It precaches only the toasts' code, which an action that fails offline needs to say so and which
      // a page loads only when it first has a toast to show; pages cache the rest as they use it.
      ...(production
        ? [new InjectManifest({ swSrc: './src/service-worker/sw.ts', swDest: 'sw.js', include: [/^toasts\.[0-9a-f]+\.js$/] })]
        : []),
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
