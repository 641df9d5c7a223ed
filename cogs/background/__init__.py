"""What runs unasked: the deadline sweep and the /health endpoint."""
