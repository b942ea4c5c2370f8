"""Scale-out launchers and commands: shards on Slurm, Ray or Kubernetes; merge, status, export."""
