"""Matrix units: fragment layouts, MMA arithmetic models, decomposition into hardware micro-ops.

* ``fragments`` — where the elements of each operand live (lane, element) for every
  arch x instruction x shape x operand x type x layout;
* ``numerics`` — the tensor-core arithmetic models (per generation, and ``exact``);
* ``mma`` — the one shared MMA routine: gather operand matrices from lane registers through
  a fragment map, multiply-accumulate with a numeric model, scatter the result;
* ``decompose`` — HMMA sets/steps (Volta) and HMMA counts (Turing) for the timing model.
"""
