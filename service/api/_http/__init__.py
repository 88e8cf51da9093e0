"""HTTP plumbing every resource shares, private to `service.api`: the JSON body gate, the
caller and its headers (`manners`, `commanding`), conditional GETs, rate limits, `Allow`,
problems, observability and the spec's contract; no route is defined here."""
