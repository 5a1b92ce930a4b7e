# Runs a command on a pseudo-terminal (as a person at a terminal would), waits for `expect`
# in its output, types `keys`, and prints {"status": exit code, "output": text} as JSON.
# Used by CLI tests of prompts; python3 is on every machine that builds better-sqlite3.
import json, os, pty, select, sys, time

expect, keys, argv = sys.argv[1], sys.argv[2].encode().decode('unicode_escape'), sys.argv[3:]
pid, fd = pty.fork()
if pid == 0:
    os.execvp(argv[0], argv)
output, sent, deadline = b'', False, time.time() + 20
while time.time() < deadline:
    ready, _, _ = select.select([fd], [], [], 0.2)
    if ready:
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            break
        if not chunk:
            break
        output += chunk
    if not sent and expect.encode() in output:
        os.write(fd, keys.encode())
        sent = True
_, status = os.waitpid(pid, 0)
print(json.dumps({"status": os.waitstatus_to_exitcode(status), "output": output.decode('utf8', 'replace'), "sent": sent}))
