export const HOME_RESOURCES_COUNT = 4
