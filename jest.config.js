// Three projects: the portal runs in a browser-like DOM, the simulated bank and the tooling checks in plain Node.
// Component tests render antd in jsdom; on a loaded 2-core machine one can take several seconds.
module.exports = {
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'portal',
      testTimeout: 30_000,
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/__tests__'],
      testMatch: ['**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['/__tests__/mocks/', '/__tests__/tooling/'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/setup.ts'],
      // Redux DevTools' instrumentation ships as ES modules only; so do the mask's modules the money input imports one by one.
      transformIgnorePatterns: ['/node_modules/(?!@redux-devtools/instrument/|imask/esm/|react-imask/esm/)'],
      moduleNameMapper: {
        // @ant-design/icons' CommonJS build requires an ES-module file of @ant-design/colors.
        '^@ant-design/colors/es/(.*)$': '<rootDir>/node_modules/@ant-design/colors/lib/$1',
        // The sharing screen's icons are antd's definitions, imported from their ES-module build.
        '^@ant-design/icons-svg/es/(.*)$': '<rootDir>/node_modules/@ant-design/icons-svg/lib/$1',
        '\\.(css)$': '<rootDir>/__tests__/support/styleStub.js', '\\.(svg|png)$': '<rootDir>/__tests__/support/fileStub.js' },
    },
    {
      displayName: 'bank',
      testTimeout: 30_000,
      testEnvironment: 'node',
      roots: ['<rootDir>/__tests__/mocks'],
      testMatch: ['**/*.test.ts?(x)'],
    },
    {
      // The project's own rules (the lint configuration's import direction), in plain Node.
      displayName: 'tooling',
      testTimeout: 60_000,
      testEnvironment: 'node',
      roots: ['<rootDir>/__tests__/tooling'],
      testMatch: ['**/*.test.ts'],
    },
  ],
};
