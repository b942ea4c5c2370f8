from proctor.lifetime import die_with_parent

die_with_parent()  # a child of another proctor process (a shard of `proctor launch`) dies with it

from proctor.cli import app  # noqa: E402

app()
