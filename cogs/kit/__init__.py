"""The leaf kit of the Discord layer: language cache access, keyed locks, pacing, answers in
time, texts, names and permissions, the message value. Imports no other part of cogs/."""
