// The build all four remotes share (shared-sdk/build/remote-webpack.cjs). exposes.json is this remote's
// only public surface; src/exposes.test.ts checks it against the route table and the modal slots.
const { createRemoteConfig } = require('shared-sdk/build/remote-webpack.cjs');

module.exports = createRemoteConfig({
  name: 'cart',
  dirname: __dirname,
  exposes: require('./exposes.json'),
  devPort: 3002,
});
