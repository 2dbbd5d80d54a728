"""The build stage: resolved facts and the question's ask into one graph (decision 0011)."""
