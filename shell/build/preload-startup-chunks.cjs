// The shell's startup chunks as preload links in index.html (docs/performance.md#the-startup-chunks-are-preloaded).
// main.js starts the app with `import('./app/bootstrap')`, and the federation runtime then loads
// the shared libraries (React, react-dom, styled-components, shared-sdk). Without a hint the browser
// learns of those chunks only once main.js has downloaded and run: on a slow phone they then start
// seconds late, one round trip and a full download after it. These are the chunks of the bootstrap
// import and of the shared modules the shell provides; chunks named for a later feature (toasts,
// mega-menu, error pages) and shared fallbacks the shell never uses (it provides its own) are not.
// Low priority: found early, but not ahead of the first screen's pictures.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartupChunks';

function isStartupGroup(group) {
  return group.origins.some((origin) => {
    if (origin.request === './app/bootstrap') return true;
    const module = origin.module;
    return Boolean(module) && module.type === 'provide-module';
  });
}

class PreloadStartupChunks {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const files = new Set();
        for (const group of compilation.chunkGroups) {
          if (group.isInitial() || !isStartupGroup(group)) continue;
          for (const chunk of group.chunks) {
            if (chunk.name) continue;
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          }
        }
        const links = [...files].sort().map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${publicPath}${file}`,
            fetchpriority: 'low',
          }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunks };
