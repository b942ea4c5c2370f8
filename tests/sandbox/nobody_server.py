"""Run by ``nobody.NobodySandbox`` as uid 65534: a Sandbox (user-namespace mode) served over stdin/stdout,
one JSON request a line, one JSON reply a line."""

import json
import os
import sys

from proctor.sandbox import Sandbox


def main() -> None:
    with Sandbox(mode="userns", **json.loads(sys.argv[1])) as sb:
        sessions = {}
        for line in sys.stdin:
            req = json.loads(line)
            op = req["op"]
            if op == "hello":
                out = {"uid": os.getuid(), "mode": sb.mode}
            elif op == "run":
                out = sb.run(req["code"], req["timeout_s"]).to_dict()
            elif op == "session":
                sessions[req["sid"]] = sb.session()
                out = {}
            elif op == "srun":
                out = sessions[req["sid"]].run(req["code"], req["timeout_s"]).to_dict()
            else:  # sclose
                sessions.pop(req["sid"]).close()
                out = {}
            print(json.dumps(out), flush=True)


if __name__ == "__main__":
    main()
