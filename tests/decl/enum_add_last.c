enum color {
	RED,
	BLUE
};
