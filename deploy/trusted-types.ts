import type { Compiler } from 'webpack';

/**
 * The chunk loader's Trusted Types policy (decision 042). Under `require-trusted-types-for 'script'`
 * webpack's runtime must hand `script.src` a TrustedScriptURL for every lazy chunk; with
 * `output.trustedTypes` it makes one with a policy of its own whose `createScriptURL` returns any
 * string it is given. This plugin puts a policy of the same name in its place that returns only URLs
 * under the build's public path on the page's origin and throws for any other: whatever reaches the
 * loader, it can only ever load the app's own files. It runs where Trusted Types do not exist too
 * (as a plain object), so every engine refuses the same URLs. The CSP's `trusted-types` directive
 * names this policy and no other (deploy/security-headers.ts).
 */
export class ChunkUrlPolicyPlugin {
  apply(compiler: Compiler): void {
    const { RuntimeGlobals, RuntimeModule, WebpackError } = compiler.webpack;

    class ChunkUrlPolicyRuntimeModule extends RuntimeModule {
      readonly policyName: string;
      readonly publicPath: string;
      readonly requirements: ReadonlySet<string>;

      constructor(policyName: string, publicPath: string, requirements: ReadonlySet<string>) {
        super('trusted types policy (app chunks only)');
        this.policyName = policyName;
        this.publicPath = publicPath;
        this.requirements = requirements;
      }

      override generate(): string {
        // An eval devtool (`npm run dev`) asks the policy for scripts, which this one never makes.
        if (this.requirements.has(RuntimeGlobals.createScript)) throw new WebpackError('ChunkUrlPolicyPlugin: the policy makes script URLs only (no eval devtool)');
        return [
          'var policy;',
          `${RuntimeGlobals.getTrustedTypesPolicy} = function() {`,
          '  if (policy === undefined) {',
          `    var base = new URL(${JSON.stringify(this.publicPath)}, self.location.href).href;`,
          '    policy = {',
          '      createScriptURL: function(url) {',
          '        if (new URL(url, self.location.href).href.indexOf(base) === 0) return url;',
          '        throw new TypeError("Not a script of this app: " + url);',
          '      }',
          '    };',
          '    if (typeof trustedTypes !== "undefined" && trustedTypes.createPolicy) {',
          `      policy = trustedTypes.createPolicy(${JSON.stringify(this.policyName)}, policy);`,
          '    }',
          '  }',
          '  return policy;',
          '};',
        ].join('\n');
      }
    }

    compiler.hooks.thisCompilation.tap('ChunkUrlPolicyPlugin', (compilation) => {
      const { trustedTypes, publicPath } = compilation.outputOptions;
      if (!trustedTypes) {
        compilation.errors.push(new WebpackError('ChunkUrlPolicyPlugin needs output.trustedTypes (the policy name)'));
        return;
      }
      // A fixed path ('/'): 'auto' or a function would make the accepted prefix a guess.
      if (typeof publicPath !== 'string' || !publicPath.startsWith('/')) {
        compilation.errors.push(new WebpackError(`ChunkUrlPolicyPlugin needs an absolute output.publicPath, not ${JSON.stringify(publicPath)}`));
        return;
      }
      // Before webpack's own RuntimePlugin (registered for `compilation`, after `thisCompilation`):
      // the hook stops at the first tap that returns true, so webpack's pass-through policy is never added.
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.getTrustedTypesPolicy).tap({ name: 'ChunkUrlPolicyPlugin', stage: -10 }, (chunk, set) => {
        compilation.addRuntimeModule(chunk, new ChunkUrlPolicyRuntimeModule(trustedTypes.policyName ?? 'webpack', publicPath, set));
        return true;
      });
    });
  }
}
