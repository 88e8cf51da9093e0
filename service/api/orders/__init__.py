"""Troopers, turns and the Order Expenditure Sequence of one game, Deployables included."""
