from proctor.lifetime import die_with_parent, run_then_exit

die_with_parent()  # a child of another proctor process (a shard of `proctor launch`) dies with it

from proctor.cli import app  # noqa: E402

run_then_exit(app)  # the exit status of sys.exit(app()), without the interpreter's teardown
