// Intentionally empty: this target only contributes a load-time constructor (hook.c).
