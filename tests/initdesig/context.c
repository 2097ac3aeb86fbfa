struct s a = {
	.x = 1,
	.y = 2,
	.z = 3,
};
struct s b = {
	.x = 1,
	.z = 3,
};
struct s c = {
	.z = 3,
	.x = 1,
};
