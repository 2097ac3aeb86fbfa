struct box { int size; } boxes[3] = {
	{ .size = 4, },
	{ .size = 8, },
	{ 5 },
};
