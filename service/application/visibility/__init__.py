"""The one door to the visibility rule (``service.domain.visibility``): the reader's sight,
built by opening the sealed secrets they may not see (`sight`), which every command takes
and every read and stream takes through the concealer (`concealment`)."""
