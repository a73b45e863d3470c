// Two projects: the portal runs in a browser-like DOM, the simulated bank in plain Node.
module.exports = {
  projects: [
    {
      displayName: 'portal',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/__tests__'],
      testMatch: ['**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['/__tests__/mocks/'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/setup.ts'],
      moduleNameMapper: {
        // @ant-design/icons' CommonJS build requires an ES-module file of @ant-design/colors.
        '^@ant-design/colors/es/(.*)$': '<rootDir>/node_modules/@ant-design/colors/lib/$1',
        '\\.(css)$': '<rootDir>/__tests__/support/styleStub.js', '\\.(svg|png)$': '<rootDir>/__tests__/support/fileStub.js' },
    },
    {
      displayName: 'bank',
      testEnvironment: 'node',
      roots: ['<rootDir>/__tests__/mocks'],
      testMatch: ['**/*.test.ts?(x)'],
    },
  ],
};
