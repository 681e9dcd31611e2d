// Brotli (quality 11) and gzip (level 9) copies beside every built text file, made once at build
// time: the server sends them as they are (@fastify/static's preCompressed) instead of compressing
// each response on the fly at a lower level. Plain CommonJS: webpack configs require it.
const zlib = require('node:zlib');

const TEXT_FILES = /\.(js|css|html|svg|json|txt)$/;
// The manifest is rewritten after compression runs (ServerEntryInManifestPlugin) and is tiny.
const NOT_COMPRESSED = /(^|\/)mf-(manifest|stats)\.json$/;

/** @param CompressionPlugin compression-webpack-plugin, resolved from the package that builds. */
function precompressPlugins(CompressionPlugin) {
  const common = { test: TEXT_FILES, exclude: NOT_COMPRESSED, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

module.exports = { precompressPlugins };
