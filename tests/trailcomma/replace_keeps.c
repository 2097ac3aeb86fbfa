enum color { RED, GREEN, BLUE };
enum shade { DARK, LIGHT, };
enum mix {
	M1,
	M2,
	M3,
};
