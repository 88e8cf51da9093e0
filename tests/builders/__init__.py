"""One game builder for every layer's tests.

`game` says what a scenario is made of once (the players, the default profile, a trooper, a
shot, the opening of a game) and runs it in memory; `export` plays a game with it and builds
the audit export the service would; `http` sends the same values over the API.
"""
