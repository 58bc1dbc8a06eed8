// The shell exposes nothing and compiles in no remote URL: remotes come from /remotes.json.
export const federationName = 'shell';
export const exposes = {};
