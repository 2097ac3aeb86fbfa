struct ops a = {
	.read = r,
	.open = o,
	.write = w,
};

struct ops b = {
	.open = o2,
};

struct other c = {
	.read = r,
	.open = o,
};
