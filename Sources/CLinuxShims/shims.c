// Intentionally empty: the module exposes Linux headers only.
