"""The engine core: codecs, rulings and violations, seeded randomness, the game protocol."""
