"""The Discord layer, in sub-packages that point one way (tests/test_layers.py, COG_LAYERS):
kit < controls < output < handlers < commands < background; each imports only those below it."""
