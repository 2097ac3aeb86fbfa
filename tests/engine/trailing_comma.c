enum colour {
	RED = 1,
	BLUE = 2,
};

enum colour2 {
	BLUE = 4,
};
