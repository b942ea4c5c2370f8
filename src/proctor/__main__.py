from proctor.cli import app

app()
