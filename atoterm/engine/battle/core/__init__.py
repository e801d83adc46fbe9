"""The state, context and hooks every battle procedure works with."""
