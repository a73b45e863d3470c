// html-webpack-plugin's template engine, which __tests__/app/bootTexts.test.ts runs as the build does.
declare module 'lodash/template' {
  export default function template(text: string): (data: object) => string;
}
