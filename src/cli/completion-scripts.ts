// The completion scripts `recruit completion SHELL` prints. Each asks `recruit __complete`
// for the candidates, so commands, options and code keys come from the installed recruit
// itself and never go stale.

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

const BASH = `# bash completion for recruit — made by \`recruit completion bash\`.
# Install: recruit completion bash > ~/.local/share/bash-completion/completions/recruit
#      or: echo 'source <(recruit completion bash)' >> ~/.bashrc
_recruit_complete() {
  local IFS=$'\\n'
  COMPREPLY=($(command recruit __complete -- "\${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null))
}
complete -o default -F _recruit_complete recruit
`;

const ZSH = `#compdef recruit
# zsh completion for recruit — made by \`recruit completion zsh\`.
# Install: recruit completion zsh > "\${fpath[1]}/_recruit"   (then start a new shell)
#      or: echo 'source <(recruit completion zsh)' >> ~/.zshrc   (after compinit)
_recruit() {
  local -a candidates
  candidates=(\${(f)"$(command recruit __complete -- "\${(@)words[2,CURRENT]}" 2>/dev/null)"})
  if (( \${#candidates} )); then
    compadd -Q -- "\${candidates[@]}"
  else
    _files
  fi
}
if [[ "\${zsh_eval_context[-1]}" == loadautofunc ]]; then
  _recruit "$@"
else
  compdef _recruit recruit
fi
`;

const FISH = `# fish completion for recruit — made by \`recruit completion fish\`.
# Install: recruit completion fish > ~/.config/fish/completions/recruit.fish
function __recruit_complete
    set -l words (commandline -opc)
    set -l current (commandline -ct)
    command recruit __complete -- $words[2..-1] "$current" 2>/dev/null
end
complete -c recruit -a '(__recruit_complete)'
`;

export function completionScript(shell: Shell): string {
  switch (shell) {
    case 'bash':
      return BASH;
    case 'zsh':
      return ZSH;
    case 'fish':
      return FISH;
  }
}
